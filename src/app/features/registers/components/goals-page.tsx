import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

/** /listReTbDespMetas — issue 6 (screen to come). */
export function GoalsPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
