/** The query keys of the setup wizard's reads (the inserts invalidate them). */
export const SETUP_WIZARD_KEY = ['setup-wizard'] as const;
