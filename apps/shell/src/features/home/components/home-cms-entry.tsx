import { loadTravelMessages } from '@escapade/app-providers';
import { MessagesScope } from '@escapade/i18n';
import { HomeCmsContent, type HomeCmsContentProps } from './home-cms-content';

/** The CMS home with the travel texts its offer cards and boxes need, fetched with its code rather than at start-up. */
export function HomeCmsEntry(props: HomeCmsContentProps) {
  return (
    <MessagesScope load={loadTravelMessages}>
      <HomeCmsContent {...props} />
    </MessagesScope>
  );
}
