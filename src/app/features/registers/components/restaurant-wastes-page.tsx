import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

/** /listReTbDesperdiciosRest — issue 6 (screen to come). */
export function RestaurantWastesPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
