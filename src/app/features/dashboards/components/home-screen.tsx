/**
 * /home, by who signs in: a user who only records weighings (indApontamentos alone) lands on the kitchen's
 * home (the entry screens first); everyone else on the home with the dashboards.
 */
import { HomePage } from '@app/features/dashboards/components/home-page';
import { KitchenHomePage } from '@app/features/dashboards/components/kitchen-home/kitchen-home-page';
import { useSession } from '@app/lib/session';
import type { ScreenProps } from '@app/types/screen';
import { isEntryOnlyUser } from '@app/utils/entry-screens';

export function HomeScreen({ title }: ScreenProps) {
  const session = useSession();
  return isEntryOnlyUser(session.permission) ? <KitchenHomePage title={title} /> : <HomePage title={title} />;
}
