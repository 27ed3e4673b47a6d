import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function MantineAnchor(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor component="a" {...props} />;
}

/** A Mantine anchor that is a typed router link (`to`, `params` and `search` checked against the routes). */
export const AnchorLink = createLink(MantineAnchor);
