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
  tooManyAttempts: 'Muitas tentativas de login. Aguarde um minuto e tente novamente.',

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
  underConstruction: 'Em construção',
  notificationsLoadFailed: 'Não foi possível carregar as notificações',
} as const;
