import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

/** /listReGramaturaPratos — issue 6 (screen to come). */
export function PlateWeightsPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
