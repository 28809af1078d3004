import { formatDecimalBR } from './numbers';

/** Every user-facing message of the spec, verbatim (spec §5, §6, §8). */
export const MSG = {
  // Login and session
  loginEmailRequired: 'E-mail/Usuário AD é obrigatório',
  loginPasswordRequired: 'Senha obrigatória',
  loginFailed: 'Usuário ou senha estão incorretos',
  sessionExpired: 'Sua sessão expirou. Insira suas credenciais novamente.',
  invalidToken: 'Token inválido/não existe',
  userNotFound: (id: number | string) => `Usuário de id ${id} não existe`,
  noAccess: 'Usuário sem acesso aos programas de controle de desperdícios',
  companyRequired: 'É necessário informar uma empresa.',
  selectCompanyTitle: 'Selecione uma empresa',
  noCompanySelected: 'Nenhuma empresa selecionada',
  tooManyAttempts: (minutes: number) =>
    `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,

  // Access
  accessDenied: 'Acesso negado',
  accessDeniedText: 'Você não tem permissão para acessar essa página',
  notFoundPage: 'A página que você esta tentando acessar não existe',

  // Tables and pickers
  loading: 'Carregando...',
  noResults: 'Sem resultados',
  noData: 'Sem dados',
  newRecord: 'Novo',
  noParameters: 'Nenhum parametro carregado e/ou encontrado',
  nothingToSave: 'Nenhum dado para salvar.',
  genericError: 'Ocorreu um erro!',
  /** The database is momentarily overloaded or unavailable (timeout, deadlock after retries, no connection). */
  serverBusy: 'O servidor está ocupado no momento. Tente novamente em instantes.',
  underConstruction: 'Em construção',
  notificationsLoadFailed: 'Não foi possível carregar as notificações',
  notificationMarkReadFailed: 'Não foi possível marcar a notificação como lida',
  required: 'Informação obrigatória',

  // Waste entry (spec §5, §8)
  dateFormatInvalid: 'Formato da data invalido',
  dateTooFarAhead: 'A data do apontamento não pode ser posterior a amanhã',
  quantityInvalid: 'Quantidade inválida: informe um número maior que zero (ex.: 1,250)',
  /** `rotulo`: the waste type ('Bandeja') or 'o recipiente Cuba GN 1/1'. */
  quantityAboveMax: (rotulo: string, maxKg: number) =>
    `Quantidade acima do máximo permitido para ${rotulo} (${formatDecimalBR(maxKg)} kg)`,
  dateOutsideWindow: (dias: number) =>
    `Data do apontamento com mais de ${dias} ${dias === 1 ? 'dia' : 'dias'}`,
  kanbanInactive: 'Kanban encontrado para um produto inativo. Não é possível cadastrar o apontamento.',
  kanbanNotFound: 'Kanban não encontrado para o produto informado na data do apontamento.',
  entryBlocked: 'Unidade automatizada deve realizar apontamento de desperdícios pelo aplicativo',
  paramExpired: (idRestaurante: number | string) =>
    `Parâmetro RE-Configuracao/U 12 expirado para o restaurante ${idRestaurante}`,
  paramsLoadFailed: (idRestaurante: number | string) =>
    `Não foi possível carregar os parâmetros de sistema para esse restaurante (${idRestaurante})`,
  toleranceInvalid: (idRestaurante: number | string) =>
    `Parâmetro RE-Configuracao/U 13 e 14 sem valor ou ambos negativos para o restaurante ${idRestaurante}.`,
  noValidation: 'Nenhuma validação será realizada.',
  containerTare:
    'Quantidade informada está em desacordo com o peso do recipiente. Ajustar quantidade ou recipiente informado para a pesagem',
  noWeighing: 'Nenhuma pesagem informada',
  alreadyAdded: 'Registro já adicionado',
  divergenceItem: (item: string, exception: string) => `(Insumo ou prato: ${item}) ${exception}`,
  divergenceGeneric:
    'Algum apontamento apresentou divergências na hora de apontá-lo. Confira o painel de divergências e tente corrigi-lo.',
  itemRequired: 'Informe o item de venda e o produto, o agrupamento ou o insumo da pesagem',
  notFoundRef: (what: string, id: number | string) => `${what} ${id} não encontrado(a)`,
  containerWithoutTare: (idRecipiente: number | string, idRestaurante: number | string) =>
    `Recipiente ${idRecipiente} sem tara cadastrada para o restaurante ${idRestaurante}`,

  // Approvals and maintenance (spec §4, §6, §8)
  approvalNoPermission: 'Usuário não possui permissões de aprovação em nenhuma unidade selecionada',
  approvalAutoJustification: 'Parâmetro não exige justificativa',
  approveConfirm: (id: number) => `Confirma a aprovação do apontamento #${id}?`,
  rejectConfirm: (id: number) => `Confirma a reprovação do apontamento #${id}?`,
  reweighConfirm: (id: number, reason: string) =>
    `O apontamento #${id} será reprovado e a cozinha verá o motivo: "${reason}" Confirma?`,
  justificationRequired: 'Informe a justificativa',
  previousLoadFailed: 'Erro ao buscar informações sobre apontamentos anteriores.',
  appointmentLoadFailed: 'Erro ao buscar apontamento',
  approveFailed: 'Erro ao aprovar apontamento',
  rejectFailed: 'Erro ao reprovar apontamento',
  historyLoadFailed: 'Erro ao buscar histórico de aprovações',
  approved: 'Apontamento aprovado',
  rejected: 'Apontamento reprovado',
  notPending: (id: number | string) => `O apontamento ${id} não está pendente de aprovação`,
  alreadyAnalysed: (id: number | string, decision: 'aprovado' | 'reprovado', by: string, when: string) =>
    `O apontamento ${id} já foi ${decision} por ${by} em ${when}`,
  unsavedChanges: 'Há alterações não salvas. Deseja sair e descartá-las?',
  savedSuccessfully: 'Alterações salvas com sucesso',
  deleteConfirm: (n: number) =>
    n === 1
      ? 'Excluir este apontamento? Esta ação não pode ser desfeita.'
      : `Excluir ${n} apontamentos? Esta ação não pode ser desfeita.`,
  deleted: (n: number) => (n === 1 ? 'Apontamento excluído' : `${n} apontamentos excluídos`),

  // Appointment maintenance screen
  periodEndBeforeStart: 'A data final precisa ser maior ou igual à inicial',
  maintenanceSearchHint: 'Escolha o período e os filtros e clique em Pesquisar.',
  unsavedCount: (n: number) => (n === 1 ? '1 alteração não salva' : `${n} alterações não salvas`),
  fixHighlightedRows: 'Corrija os apontamentos destacados antes de salvar.',
  saveRefusedRows: 'Nenhuma alteração foi salva: corrija os apontamentos destacados e salve novamente.',
  searchCapped: (n: number) =>
    `A pesquisa trouxe o máximo de ${n} apontamentos; pode haver outros. Reduza o período ou escolha um restaurante.`,

  // Registers
  recordExists: 'Registro já existente',
  recordNotFound: (id: number | string) => `Registro ${id} não encontrado`,
  recordInUse: (id: number | string) =>
    `Registro ${id} está em uso em outros cadastros e não pode ser excluído`,
  rowError: (line: number, message: string) => `Linha ${line}: ${message}`,
  scaleActiveElsewhere: 'Balança já está ativa para outro restaurante.',
  serialExists: (serial: string, idBal: number | string, desBalanca: string) =>
    `O serial ${serial} já está cadastrado na balança ${idBal} - ${desBalanca}`,
  scaleInUse: (idBal: number | string, restaurantes: string) =>
    `A balança ${idBal} está ativa no restaurante ${restaurantes} e não pode ser excluída`,
  tareExists: 'Tara já cadastrada para este restaurante',
  containerMaxInvalid: 'Máximo do recipiente inválido: informe um número maior que zero (ex.: 25 ou 25 kg)',
  tareInvalid: 'Peso do recipiente inválido: informe um número maior ou igual a zero (ex.: 1,5 ou 1,5 kg)',
  scaleUserExists: (idRestaurante: number | string, idBal: number | string, idUsuario: number | string) =>
    `O usuário ${idUsuario} já está vinculado à balança ${idBal} no restaurante ${idRestaurante}`,
  scaleSatelliteExists: (idBal: number | string, codSatelite: string) =>
    `Balança ${idBal} já cadastrada com o satélite de código ${codSatelite}`,
  scaleActiveInSatellite: (idBal: number | string, codSatelite: string) =>
    `Balança ${idBal} está ativa no satélite de código ${codSatelite}`,
  scaleNotActiveInUnit: (idBal: number | string, idRestaurante: number | string) =>
    `Balança ${idBal} não está ativa na unidade ${idRestaurante}`,
  satelliteCodeExists: (codSatelite: string) => `Satélite com código ${codSatelite} já existe`,
  cannotDelete: (ids: string) => `Os seguintes registros não podem ser excluidos ${ids}`,
  filtersNotFound: 'Filtros não encontrados',

  // Register screens (client)
  registersSaved: 'Registros salvos com sucesso',

  // Satellite counts and users
  satelliteNotInRestaurant: (idSatelite: number | string, idRestaurante: number | string) =>
    `Satélite ${idSatelite} não pertence ao restaurante ${idRestaurante}`,
  userEmailExists: (email: string) => `Já existe um usuário com o e-mail ${email}`,
  userNameExists: (name: string) => `Já existe um usuário com o nome de usuário ${name}`,
  userEmailInvalid: 'E-mail inválido',
  userAdminOnly: 'Somente um administrador pode incluir, alterar ou excluir outros usuários',
  userDeleteSelf: 'Não é possível excluir o próprio usuário',
  userInOtherCompany: (id: number | string) =>
    `O usuário ${id} tem acesso a outra empresa e não pode ser excluído por esta`,
  userIdentityOtherCompany: (id: number | string) =>
    `O usuário ${id} tem acesso a outra empresa: só ele mesmo pode alterar a senha, o nome, o usuário ou o e-mail`,

  // Access management (users' screens)
  accessLastAdmin:
    'Este é o último administrador da empresa: conceda Administrador a outro usuário antes de remover este',
  accessRestaurantsNotFound: (ids: string) => `Restaurantes não encontrados nesta empresa: ${ids}`,
  accessGroupsNotFound: (ids: string) => `Grupos de restaurantes não encontrados nesta empresa: ${ids}`,
  accessNothingChanged: 'Nenhuma alteração de acesso',
  accessSaved: 'Acessos salvos',

  // Waste configuration registers and panels
  destinationTurnoAndInsumo:
    'Um destino de não pode estar habilitado para Pré-preparo por Turno e Pré-preparo por Insumo ao mesmo tempo',
  destinationsExistInRestaurant: 'Registros já existem no restaurante selecionado. Nada será adicionado',
  destinationsNothingToCopy: 'O restaurante de origem não possui destinos para duplicar',
  destinationsDuplicated: (n: number) =>
    n === 1
      ? '1 registro adicionado; clique em Salvar para gravar.'
      : `${n} registros adicionados; clique em Salvar para gravar.`,
  destinationsInUse: (ids: string) =>
    `Os destinos ${ids} estão sendo usados em apontamentos ou em destinos por restaurante. Estes registros são protegidos e não serão excluídos!`,
  groupWithoutRestaurants: 'O grupo informado não possui nenhum restaurante. Nada será adicionado.',
  groupAlreadyAdded: 'Registros já adicionados para o grupo selecionado',
  nothingToAdd: 'Não há registros para adicionar',
  restaurantsAddedByGroup: (n: number) =>
    n === 1
      ? '1 restaurante adicionado. Clique em Salvar para gravar.'
      : `${n} restaurantes adicionados. Clique em Salvar para gravar.`,
  restWasteInUse: (cadastros: string) =>
    `Alguns registros estão sendo usados nos cadastros de ${cadastros}. Estes registros são protegidos e não serão excluídos!`,
  inputsInUse: (ids: string) =>
    `Os insumos ${ids} possuem apontamentos e não podem ser excluídos. Desative-os para que não sejam mais apontados.`,
  goalEndBeforeStart: 'Data final anterior a inicial',
  goalOverlap: (satelite: string, restaurante: string) =>
    `Já existe nesse periodo meta para o satélite: ${satelite} / restaurante: ${restaurante}`,
  goalNothingToSave: 'Nada para salvar',
  goalValueRequired: 'Informe a meta em kg (maior ou igual a zero)',
  goalPercentInvalid: 'A meta em % deve estar entre 0 e 100',
  plateWeightInvalid: 'Gramatura inválida: informe o peso do prato em kg maior que zero (ex.: 0,45)',
  integrationReprocessed: 'Registros reprocessados com sucesso',
  divergencesReprocessed: (n: number) =>
    n === 1 ? '1 divergência resolvida' : `${n} divergências resolvidas`,
  divergencesStillOpen: (ids: string) => `Divergências ainda sem apontamento: ${ids}`,
  divergencesGenerated: (n: number) =>
    n === 1 ? '1 divergência encontrada' : `${n} divergências encontradas`,
  // Dashboards and reports
  invalidDate: 'Data inválida',
  dashEndBeforeStart: 'A data final precisa ser menor que a inicial!',
  labelsSaved: 'Labels atualizados com sucesso!',
  labelsSaveFailed: 'Não foi possível salvar os labels. Contate o suporte!',
  dashboardLoadFailed: 'Não foi possível carregar o painel',
  dashPeriodTooLong: (days: number) => `O período não pode passar de ${days} dias`,
  exportDone: 'Exportação concluída',
  dashSemGrupoPrato: 'Sem grupo',
  numberInvalid: 'Número inválido (ex.: 4,5)',
  deletedCount: (n: number) => (n === 1 ? '1 registro excluído' : `${n} registros excluídos`),
  integrationPayloadInvalid: (detail: string) => `Dados da pesagem inválidos: ${detail}`,
  integrationSerialRequired: 'Serial da balança não informado',
  integrationScaleNotFound: (serial: string) => `Balança de serial ${serial} não encontrada`,
  integrationRestaurantUnknown: (serial: string) =>
    `Restaurante não informado e a balança de serial ${serial} não está ativa em nenhum restaurante`,
  integrationTypeInvalid: (tip: number | string) => `Tipo de desperdício inválido: ${tip}`,
  integrationWeighingTimeInvalid: 'Data e hora da pesagem não informada ou inválida',
  integrationRecordMessage: (numSeq: number, erro: string) => `Registro ${numSeq}: ${erro}`,
  integrationReprocessFailed: 'Alguns registros não foram processados',
  integrationDeleteConfirm: (n: number) =>
    n === 1
      ? 'Excluir este registro de integração? Esta ação não pode ser desfeita.'
      : `Excluir ${n} registros de integração? Esta ação não pode ser desfeita.`,
  integrationDeleteAllConfirm:
    'Excluir TODOS os registros de integração da empresa? Esta ação não pode ser desfeita.',
  integrationReprocessAllConfirm: 'Reprocessar todos os registros pendentes e com erro da empresa?',
  divergencesRangeTooLong: (max: number) => `O período pode ter no máximo ${max} dias`,
  divergencesFutureDay: 'O período não pode incluir dias futuros',
  divergencesDeleteConfirm: (n: number) =>
    n === 1
      ? 'Excluir esta divergência? Esta ação não pode ser desfeita.'
      : `Excluir ${n} divergências? Esta ação não pode ser desfeita.`,
  // Setup wizard
  setupCompanyMismatch: 'A empresa informada não é a empresa selecionada na sessão',
  setupHasData: 'Esta empresa já possui registros. O assistente só insere o que ainda não existe.',
  setupDone: 'Assistente concluído',
  // Administration
  fillFields: 'Preencha os campos',
  recalculated: 'Recalculados com sucesso!',
  costsNoFilter: 'Não é possível ajustar custos sem um filtro',
  costsDeleted: 'Registros apagados!',
  costsRecalculateConfirm: (ini: string, fim: string) =>
    `Recalcular os custos dos apontamentos de ${ini} a ${fim} com os custos atuais dos produtos e insumos?`,
  costsDeleteConfirm: (ini: string, fim: string) =>
    `Apagar os registros de custo dos apontamentos de ${ini} a ${fim}? Esta ação não pode ser desfeita.`,
  error: 'Erro',
  routineExecuted: 'Executada com sucesso!',
  notificationRoutineConfirm:
    'Tem certeza que deseja executar a rotina de notificações? Ela envia e-mails e notificações para todos os usuários cadastrados.',
  versionLoadFailed: 'Não foi possível carregar a versão',
  parametersCacheCleared: 'Cache de parâmetros limpo',
  // Weekly digest
  digestWeekNotMonday: 'A semana do resumo começa numa segunda-feira: escolha uma segunda-feira.',
  digestOptIn: 'Você voltará a receber o resumo semanal.',
  digestOptOut: 'Você não receberá mais o resumo semanal.',
  // Recommended production
  producaoNivelServico: 'O nível de serviço deve estar entre 0 e 1 (por exemplo 0,9), sem incluir 0 nem 1.',
  producaoRestauranteDesconhecido: (idRestaurante: number | string) =>
    `Restaurante ${idRestaurante} não encontrado nesta empresa.`,
  producaoSemKanban: (dia: string) => `Não há kanban de produção para este restaurante em ${dia}.`,
  producaoReferenciaDepois: 'A data de referência não pode ser depois da data do cardápio.',
  producaoLinhaDesconhecida: (idKanban: number | string) =>
    `A linha ${idKanban} não é do kanban deste restaurante neste dia.`,
  producaoLinhaRepetida: (idKanban: number | string) => `A linha ${idKanban} aparece mais de uma vez.`,
  producaoEscopo: 'Escolha um grupo de restaurantes ou um restaurante.',
  producaoBacktestLongo: (dias: number) => `O período da simulação pode ter no máximo ${dias} dias.`,
  // Meals typed per restaurant and day (Refeições)
  refeicoesNada: 'Informe as refeições servidas ou as planejadas do dia.',
  refeicoesInvalida: (campo: string) => `${campo}: informe um número inteiro maior ou igual a zero.`,
  refeicoesAcimaMaximo: (campo: string, maximo: string) =>
    `${campo} acima do máximo permitido (${maximo} por dia).`,
  refeicoesServidasFuturo: (dia: string) =>
    `Refeições servidas só podem ser informadas até hoje: ${dia} ainda não chegou.`,
  refeicoesSemAcesso: (idRestaurante: number | string) =>
    `Você não tem acesso ao restaurante ${idRestaurante}.`,
  refeicoesInstante: 'Data e hora da digitação inválida.',
  refeicoesPeriodoInvertido: 'A data final não pode ser antes da data inicial.',
  refeicoesPeriodoLongo: (dias: number) => `O período pode ter no máximo ${dias} dias.`,
} as const;
