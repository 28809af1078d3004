/** What other modules may use of the recommended production: the digest's avoidable over-production. */
export { sobreproducaoEvitavel } from './backtest';
