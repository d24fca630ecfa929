import { FormattedDate, FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl';
import styled from 'styled-components';
import type {
  NotificationAge,
  NotificationEntryViewModel,
} from '../../../application/notifications/notifications-page.view-model';
import { v } from '../../theme/css-variables';
import { NotificationCallToAction } from './notification-call-to-action';
import { notificationTextOf } from './notification-text';
import { NotificationTypePill } from './notification-type-pill';

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: ${v.space[2]};
  padding: ${v.space[4]};
  background: ${v.color.surface};
  border-radius: ${v.radius.card};
  box-shadow: ${v.shadow.card};
  border-left: ${v.size.borderAccent} solid
    ${({ $unread }) => ($unread ? v.color.brand : 'transparent')};
  p {
    margin: 0;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${v.space[2]};
`;

const Unread = styled.span`
  padding: 0 ${v.space[2]};
  border-radius: ${v.radius.control};
  background: ${v.color.brand};
  color: ${v.color.onBrand};
  font-size: ${v.type.xs.size};
  line-height: ${v.type.xs.lineHeight};
  font-weight: ${v.font.weightStrong};
`;

const When = styled.time`
  margin-left: auto;
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

const Product = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

const Age = ({ age }: { age: NotificationAge }) => (
  <When dateTime={age.at}>
    {age.kind === 'relative' ? (
      <FormattedRelativeTime value={age.value} unit={age.unit} numeric="auto" />
    ) : (
      <FormattedDate value={age.at} day="numeric" month="long" year="numeric" />
    )}
  </When>
);

/**
 * One notification of the view-all page: its type (icon and word), whether it is new, when it
 * came, its text with the bold lead, the product and the call to action. `tabIndex` -1 lets
 * "Show more" move the focus to the first entry it added.
 */
export const NotificationEntry = ({ entry }: { entry: NotificationEntryViewModel }) => {
  const intl = useIntl();
  const text = notificationTextOf(intl, entry.text);
  if (text === undefined) return null;
  const ctaText =
    entry.cta === undefined
      ? undefined
      : notificationTextOf(intl, { kind: 'message', id: entry.cta.linkText, values: {} });
  return (
    <Item $unread={entry.unread} tabIndex={-1}>
      <Top>
        <NotificationTypePill type={entry.type} />
        {entry.unread && (
          <Unread>
            <FormattedMessage id="notifications.page.unread" />
          </Unread>
        )}
        {entry.age !== undefined && <Age age={entry.age} />}
      </Top>
      <p>
        {entry.bold !== undefined && <strong>{entry.bold} </strong>}
        {text}
      </p>
      {entry.productTitle !== undefined && (
        <Product>
          <FormattedMessage
            id="notifications.page.product"
            values={{ productTitle: entry.productTitle }}
          />
        </Product>
      )}
      {entry.cta !== undefined && ctaText !== undefined && (
        <p>
          <NotificationCallToAction link={entry.cta.link} text={ctaText} />
        </p>
      )}
    </Item>
  );
};
