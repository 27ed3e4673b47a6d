import { StyleSheet } from '@react-pdf/renderer';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { PDF_FONT } from './fonts.js';

/** The report's building blocks: one element helper and the styles in the template's colours. */

// react-pdf's component types are unions that createElement cannot infer; every call goes through here.
// biome-ignore lint/suspicious/noExplicitAny: see above
export const h = (type: any, props: Record<string, unknown> | null, ...children: ReactNode[]): ReactElement =>
  createElement(type, props, ...children);

/** The report's styles in the template's primary and accent colours. */
export const styles = (primary: string, accent: string) =>
  StyleSheet.create({
    page: {
      padding: '1cm',
      // The footer band (0.6 cm above the bottom margin) stays free of body text.
      paddingBottom: '1.9cm',
      fontSize: 8.5,
      fontFamily: PDF_FONT,
      color: '#111827',
    },
    band: { backgroundColor: primary, height: 40, marginBottom: 24 },
    title: { fontSize: 22, color: primary, marginBottom: 8, fontWeight: 700 },
    subtitle: { fontSize: 14, marginBottom: 16 },
    h2: {
      backgroundColor: primary,
      color: '#ffffff',
      fontSize: 12,
      padding: 5,
      marginTop: 8,
      marginBottom: 6,
      fontWeight: 700,
    },
    h3: { fontSize: 10, color: primary, marginTop: 8, marginBottom: 3, fontWeight: 700 },
    small: { fontSize: 7, color: '#4b5563', marginBottom: 3 },
    missing: { color: '#b91c1c' },
    row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d1d5db' },
    head: { flexDirection: 'row', backgroundColor: accent, color: '#ffffff', fontWeight: 700 },
    cell: { padding: 2 },
    num: { padding: 2, textAlign: 'right' },
    swatch: { width: 8, height: 8, marginRight: 3 },
    footer: {
      position: 'absolute',
      bottom: '1cm',
      left: '1cm',
      right: '1cm',
      fontSize: 7,
      color: '#6b7280',
      flexDirection: 'row',
      justifyContent: 'space-between',
    },
    verify: { flexDirection: 'row', borderWidth: 1, borderColor: primary, padding: 8, marginTop: 6 },
  });

/** The styles of one report. */
export type Styles = ReturnType<typeof styles>;
