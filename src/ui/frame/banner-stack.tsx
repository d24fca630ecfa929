import { FormattedMessage, useIntl } from 'react-intl';
import { FrameBanners, type FrameBannerContent } from '../../application/frame/frame-banners';
import { Banner } from '../components/banner';
import { useViewModel } from '../hooks/use-view-model';

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
      return (
        <>
          {content.bold !== undefined && <strong>{content.bold} </strong>}
          {content.message}
        </>
      );
  }
};

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
  const [banners, store] = useViewModel(FrameBanners);
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
