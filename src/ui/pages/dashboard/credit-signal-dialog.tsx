import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  CreditSignalMigration,
  type CreditSignalSlide,
} from '../../../application/dashboard/credit-signal-migration.use-case';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useViewModel } from '../../hooks/use-view-model';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';

const SLIDE_TEXT: Readonly<Record<CreditSignalSlide, { title: MessageId; text: MessageId }>> = {
  moved: { title: 'creditSignal.slide.moved.title', text: 'creditSignal.slide.moved.text' },
  scores: { title: 'creditSignal.slide.scores.title', text: 'creditSignal.slide.scores.text' },
  alerts: { title: 'creditSignal.slide.alerts.title', text: 'creditSignal.slide.alerts.text' },
  free: { title: 'creditSignal.slide.free.title', text: 'creditSignal.slide.free.text' },
};

const Slide = styled.div`
  display: grid;
  gap: ${v.space[2]};
  min-height: calc(2 * ${v.space[8]});
  h2 {
    font-size: ${v.type.md.size};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${v.space[2]};
  margin-top: ${v.space[4]};
`;

/* 24 px targets (WCAG 2.5.8) around a small visible dot. */
const Dot = styled.button`
  width: ${v.size.iconLarge};
  height: ${v.size.iconLarge};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  display: grid;
  place-items: center;
  &::before {
    content: '';
    width: ${v.space[3]};
    height: ${v.space[3]};
    border-radius: 50%;
    border: ${v.size.border} solid ${v.color.brand};
    background: transparent;
  }
  &[aria-current='true']::before {
    background: ${v.color.brand};
  }
  &:focus-visible {
    outline: ${v.size.focusRing} solid ${v.color.info};
    outline-offset: ${v.size.focusRing};
  }
`;

/**
 * Spec §2 "CreditSignal migration modal and carousel": for a user whose CreditSignal account moved
 * here, the move explained in a few slides (previous / next, or a dot per slide); the last slide's
 * button, Close or Escape end it for good (D-DASH-8).
 */
export const CreditSignalDialog = () => {
  const intl = useIntl();
  const [state, migration] = useViewModel(CreditSignalMigration);
  const slides = state.open ? state.slides : [];
  const index = state.open ? state.slide : 0;
  const slide = slides[index];
  const last = index === slides.length - 1;
  return (
    <Dialog
      open={state.open}
      onClose={() => migration.close()}
      title={<FormattedMessage id="creditSignal.title" />}
      actions={
        <>
          {index > 0 && (
            <Button variant="secondary" onClick={() => migration.previous()}>
              <FormattedMessage id="creditSignal.previous" />
            </Button>
          )}
          {last ? (
            <Button onClick={() => migration.close()}>
              <FormattedMessage id="creditSignal.done" />
            </Button>
          ) : (
            <Button onClick={() => migration.next()}>
              <FormattedMessage id="creditSignal.next" />
            </Button>
          )}
        </>
      }
    >
      {slide !== undefined && (
        <section
          aria-roledescription={intl.formatMessage({ id: 'creditSignal.carousel' })}
          aria-label={intl.formatMessage({ id: 'creditSignal.title' })}
        >
          <Slide
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'creditSignal.slide' })}
            aria-live="polite"
            aria-label={intl.formatMessage(
              { id: 'creditSignal.position' },
              { current: index + 1, total: slides.length },
            )}
          >
            <h2>
              <FormattedMessage id={SLIDE_TEXT[slide].title} />
            </h2>
            <p>
              <FormattedMessage id={SLIDE_TEXT[slide].text} />
            </p>
          </Slide>
          <Dots>
            {slides.map((name, position) => (
              <Dot
                key={name}
                type="button"
                aria-current={position === index}
                aria-label={intl.formatMessage(
                  { id: 'creditSignal.goTo' },
                  { current: position + 1, total: slides.length },
                )}
                onClick={() => migration.show(position)}
              />
            ))}
          </Dots>
        </section>
      )}
    </Dialog>
  );
};
