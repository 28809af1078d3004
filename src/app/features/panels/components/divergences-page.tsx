import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

/** /rePainelApontamentos — issue 6 (screen to come). */
export function DivergencesPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
