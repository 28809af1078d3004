/** A weighing that names no grouping, input, destination, container or scale, and has no justification. */
export const NO_OTHER_REFERENCES = {
  idAgrupamento: null,
  idInsumo: null,
  idDestino: null,
  idRecipiente: null,
  idBal: null,
  txtJustificativa: null,
};
