import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { Button } from './button';

const Scroller = styled.div`
  max-height: 40vh;
  overflow-y: auto;
  padding: ${v.space[3]};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.control};
  background: ${v.color.surfaceSubtle};
  white-space: pre-wrap;
  &:focus-visible {
    outline: ${v.size.focusRing} solid ${v.color.info};
    outline-offset: ${v.size.focusRing};
  }
`;

/**
 * A licence agreement's text in a modal: a scrolling well that keyboard users can focus and
 * scroll, the text kept as the backend wrote it (line breaks included, never parsed as HTML). A
 * focusable element needs a role that belongs in the focus order: a region named as the terms.
 */
export const AgreementText = ({ text, product }: { text: string; product: string }) => {
  const intl = useIntl();
  return (
    <Scroller
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'agreement.title' }, { product })}
    >
      {text}
    </Scroller>
  );
};

/** What a product's agreement prompt says and offers; the hand-off and the opener both ask it. */
export interface AgreementPromptParts {
  readonly title: ReactNode;
  readonly body: ReactNode;
  readonly actions: ReactNode;
}

/** Spec §4 "agreement prompt": the product's terms, then decline or accept (a decision to make). */
export const agreementPromptParts = (prompt: {
  readonly productName: string;
  readonly agreementText: string;
  readonly deciding: boolean;
  readonly onDecide: (accepted: boolean) => void;
}): AgreementPromptParts => ({
  title: <FormattedMessage id="agreement.title" values={{ product: prompt.productName }} />,
  body: (
    <>
      <p>
        <FormattedMessage id="agreement.intro" values={{ product: prompt.productName }} />
      </p>
      {prompt.agreementText !== '' && (
        <AgreementText text={prompt.agreementText} product={prompt.productName} />
      )}
    </>
  ),
  actions: (
    <>
      <Button variant="secondary" disabled={prompt.deciding} onClick={() => prompt.onDecide(false)}>
        <FormattedMessage id="agreement.decline" />
      </Button>
      <Button busy={prompt.deciding} onClick={() => prompt.onDecide(true)}>
        <FormattedMessage id="agreement.accept" />
      </Button>
    </>
  ),
});
