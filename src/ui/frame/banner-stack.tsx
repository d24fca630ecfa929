import { FormattedMessage, useIntl } from 'react-intl';
import {
  FrameBanners,
  type FrameBanner,
  type FrameBannerContent,
} from '../../application/frame/frame-banners.use-case';
import { Banner } from '../components/banner';
import { useViewModel } from '../hooks/use-view-model';
import { NotificationCallToAction } from '../pages/notifications/notification-call-to-action';
import { notificationTextOf } from '../pages/notifications/notification-text';
import { WORD_SPACE } from '../i18n/word-space';

const Content = ({ content }: { content: FrameBannerContent }) => {
  const intl = useIntl();
  switch (content.kind) {
    case 'serviceUnavailable':
      return <FormattedMessage id="service.someUnavailable" />;
    case 'scheduledMaintenance':
      return (
        <FormattedMessage
          id="maintenance.scheduled"
          values={{
            from: intl.formatDate(content.from, MOMENT),
            to: intl.formatDate(content.to, MOMENT),
          }}
        />
      );
    case 'notification':
      return <NoticeContent content={content} />;
  }
};

type NoticeContentOf = Extract<FrameBannerContent, { kind: 'notification' }>;

/** A notification's text and its call to action, as the bell's panel shows them. */
const NoticeContent = ({ content }: { content: NoticeContentOf }) => {
  const intl = useIntl();
  const text = notificationTextOf(intl, content.text);
  const linkText =
    content.cta === undefined
      ? undefined
      : notificationTextOf(intl, { kind: 'message', id: content.cta.linkText, values: {} });
  return (
    <>
      {content.bold !== undefined && <strong>{content.bold} </strong>}
      {text}
      {content.cta !== undefined && linkText !== undefined && (
        <>
          {WORD_SPACE}
          <NotificationCallToAction link={content.cta.link} text={linkText} />
        </>
      )}
    </>
  );
};

/** A notification whose text this bundle lacks (a newer kind) is not shown, as in the panel. */
const isShowable = (intl: ReturnType<typeof useIntl>, banner: FrameBanner): boolean =>
  banner.content.kind !== 'notification' ||
  notificationTextOf(intl, banner.content.text) !== undefined;

const MOMENT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * The banners above the header (spec §2): sorted error, warning, info, success; each dismissible
 * and remembered as dismissed for the browser session.
 */
export const BannerStack = () => {
  const intl = useIntl();
  const [all, store] = useViewModel(FrameBanners);
  const banners = all.filter((banner) => isShowable(intl, banner));
  if (banners.length === 0) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'frame.bannersLabel' })}>
      {banners.map((banner) => (
        <Banner
          key={banner.key}
          tone={banner.tone}
          fullWidth
          announce="none"
          onDismiss={banner.dismissible ? () => store.dismiss(banner.key) : undefined}
        >
          <p>
            <Content content={banner.content} />
          </p>
        </Banner>
      ))}
    </section>
  );
};
