import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

/** /listReTbIntegracaoDesperdicio — issue 6 (screen to come). */
export function IntegrationPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
