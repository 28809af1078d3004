import { UnderConstructionPage } from '@app/components/ui/under-construction-page';
import type { ScreenProps } from '@app/routes';

/** Slot for issue 8: filled by its owner. */
export function AlertsPage(props: ScreenProps) {
  return <UnderConstructionPage {...props} />;
}
