import { FormattedMessage } from 'react-intl';
import type { LinkFormPost } from '../../../application/password/new-password-page.use-case';
import { Button } from '../../components/button';
import { WITHOUT_SCRIPT } from '../../components/needs-script';
import type { MessageId } from '../../i18n/message-id';
import { CardText } from './password-card';

export interface ConfirmLinkFormProps {
  readonly post: LinkFormPost & { readonly product: string | undefined };
  readonly introId?: MessageId;
  readonly submitId: MessageId;
}

/**
 * The confirm link followed by a press, for a browser without JavaScript (D-SSR-5): the script
 * follows it by itself, so the form is there without it only. The server answers with the
 * set-password page of the token it issues, or with this page and the refusal.
 */
export const ConfirmLinkForm = ({ post, introId, submitId }: ConfirmLinkFormProps) => (
  <form method="post" action={post.action} {...WITHOUT_SCRIPT}>
    <input type="hidden" name="token" value={post.token} />
    {post.product !== undefined && <input type="hidden" name="product" value={post.product} />}
    {introId !== undefined && (
      <CardText>
        <FormattedMessage id={introId} />
      </CardText>
    )}
    <Button type="submit" width="phone">
      <FormattedMessage id={submitId} />
    </Button>
  </form>
);
