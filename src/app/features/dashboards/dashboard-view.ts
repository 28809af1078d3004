import type { DashFilters } from '@domain/rules/dashboards';

/**
 * What every dashboard view receives: the VALIDATED filters of /home (the shell never renders a view while
 * validateDashFilters has errors). A view loads its own data with react-query under the key
 * ['dashboards', <id>, ...] (the shell removes those queries when switching dashboards), and shows loading,
 * empty ('Sem dados') and error states.
 */
export interface DashboardViewProps {
  filters: DashFilters;
}
