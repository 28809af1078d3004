/** A weighing's gross (`gross` unless `over` gives one), tare (0 unless `over` gives one) and the net they leave. */
export function grossTareNet(over: { qtdDesperdicio?: number; qtdTara?: number }, gross: number) {
  const qtdDesperdicio = over.qtdDesperdicio ?? gross;
  const qtdTara = over.qtdTara ?? 0;
  return { qtdDesperdicio, qtdTara, qtdLiquido: Math.round((qtdDesperdicio - qtdTara) * 1000) / 1000 };
}
