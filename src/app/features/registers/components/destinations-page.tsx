import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

/** /listReTbDestResiduos — issue 6 (screen to come). */
export function DestinationsPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
