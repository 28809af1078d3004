import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

/** /listReTbDestDesperdicios — issue 6 (screen to come). */
export function DestinationWastesPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
