import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

export function UsersPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
