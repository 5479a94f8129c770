/** The 27 Brazilian federative units (26 states and the Federal District), alphabetical by name. */
export const BRAZILIAN_STATES = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
] as const

/** The e-commerce form's monthly revenue ranges (`faturamento`), in the order shown. */
export const REVENUE_RANGES = ['ate-10mil', '10mil-50mil', '50mil-100mil', 'acima-100mil', 'comecando'] as const
export type RevenueRange = (typeof REVENUE_RANGES)[number]

/** The bounds in reais each revenue range's label shows; the value sent stays the range's name. */
export const REVENUE_RANGE_AMOUNTS = {
  'ate-10mil': { max: 10_000 },
  '10mil-50mil': { min: 10_000, max: 50_000 },
  '50mil-100mil': { min: 50_000, max: 100_000 },
  'acima-100mil': { min: 100_000 },
} as const satisfies Partial<Record<RevenueRange, Readonly<Record<string, number>>>>
