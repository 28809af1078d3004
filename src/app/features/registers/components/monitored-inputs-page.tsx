import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

/** /listReTbDespInsumos — issue 6 (screen to come). */
export function MonitoredInputsPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
