/** What every screen receives: its title from APP_ROUTES. */
export interface ScreenProps {
  title: string;
}
