import { useEffect, useRef } from 'react';
import { type ChartOption, echarts } from './echarts';

export interface ChartProps {
  option: ChartOption;
  /** What the chart shows, for people who cannot see it (the numbers are in the tables as text too). */
  label: string;
}

/**
 * One ECharts canvas. Tooltips render as rich text on the canvas: the HTML tooltip writes `style`
 * attributes in markup, which a strict CSP (style-src 'self') blocks.
 */
export default function Chart({ option, label }: ChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    if (element.current === null) return;
    const instance = echarts.init(element.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} className="ctp-chart" role="img" aria-label={label} />;
}
