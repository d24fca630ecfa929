import type { ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';

export type PillTone = 'warning' | 'info' | 'success' | 'error';

const TONES: Readonly<Record<PillTone, { readonly text: string; readonly background: string }>> = {
  warning: { text: v.color.warning, background: v.color.warningBg },
  info: { text: v.color.info, background: v.color.infoBg },
  success: { text: v.color.success, background: v.color.successBg },
  error: { text: v.color.error, background: v.color.errorBg },
};

const Shape = styled.span<{ $tone: PillTone }>`
  display: inline-block;
  padding: ${v.space[1]} ${v.space[2]};
  border-radius: ${v.radius.control};
  font-size: ${v.type.xs.size};
  line-height: ${v.type.xs.lineHeight};
  font-weight: ${v.font.weightStrong};
  color: ${({ $tone }) => TONES[$tone].text};
  background: ${({ $tone }) => TONES[$tone].background};
  overflow-wrap: anywhere;
`;

/** A status pill (the design brief): 12 px text in its meaning's colour pair; the text says it all. */
export const Pill = ({
  tone,
  id,
  children,
}: {
  tone: PillTone;
  id?: string;
  children: ReactNode;
}) => (
  <Shape id={id} $tone={tone}>
    {children}
  </Shape>
);
