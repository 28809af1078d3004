/**
 * CO2e of the waste by destination kind. Every destination (reTbDestResiduos) has a kind (tipDestino) and an
 * emission factor (fatorCo2e, kg CO2e per kg of net waste) that the company may edit; the kind's default
 * below fills the factor when the kind is chosen.
 *
 * Source of the defaults: UK Government (DESNZ/Defra), "Greenhouse gas reporting: conversion factors 2024",
 * sheet "Waste disposal", row "Organic: food and drink waste", in kg CO2e per tonne, divided by 1000:
 * landfill 700.20961, composting 8.88386, anaerobic digestion 8.88386, combustion 6.41061.
 * https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024
 * The source has no row for animal feed nor donation: animal feed takes the combustion/recycling value
 * (collection and transport to processing only) and donation 0 (the food is eaten, not disposed of); 'Outro'
 * (unknown fate) takes the landfill value, the conservative choice.
 */

/** The destination kinds, as the API and the database store them. */
export const TIP_DESTINO = [
  'ATERRO',
  'COMPOSTAGEM',
  'BIODIGESTAO',
  'RACAO',
  'DOACAO',
  'INCINERACAO',
  'OUTRO',
] as const;
export type TipDestino = (typeof TIP_DESTINO)[number];

/** The kind of a destination saved without one. */
export const TIP_DESTINO_PADRAO: TipDestino = 'OUTRO';

/** The pt-BR label of each kind. */
export const TIP_DESTINO_LABELS: Readonly<Record<TipDestino, string>> = {
  ATERRO: 'Aterro',
  COMPOSTAGEM: 'Compostagem',
  BIODIGESTAO: 'Biodigestão',
  RACAO: 'Ração animal',
  DOACAO: 'Doação',
  INCINERACAO: 'Incineração',
  OUTRO: 'Outro',
};

/** The default factor of each kind, kg CO2e per kg (6 decimals, as the database stores them). */
export const FATOR_CO2E_PADRAO: Readonly<Record<TipDestino, number>> = {
  ATERRO: 0.70021,
  COMPOSTAGEM: 0.008884,
  BIODIGESTAO: 0.008884,
  RACAO: 0.006411,
  DOACAO: 0,
  INCINERACAO: 0.006411,
  OUTRO: 0.70021,
};

/** The bounds of a factor (kg CO2e per kg) and its decimals. */
export const FATOR_CO2E_MIN = 0;
export const FATOR_CO2E_MAX = 10;
export const FATOR_CO2E_CASAS = 6;

/**
 * The default factor of a kind (an unknown or absent kind: 'OUTRO').
 * @internal Tests only: the rule as code (the server reads FATOR_CO2E_PADRAO by a kind it already knows).
 */
export function fatorCo2ePadrao(tip: string | null | undefined): number {
  return FATOR_CO2E_PADRAO[
    (TIP_DESTINO as readonly string[]).includes(tip ?? '') ? (tip as TipDestino) : 'OUTRO'
  ];
}

/**
 * The landfill factor the avoided CO2e is measured against: the company's own landfill destination's factor
 * when it has one (the lowest id among its active 'ATERRO' destinations, as the caller picks it), else the
 * default landfill factor.
 */
export function fatorAterroReferencia(fatorEmpresa: number | null | undefined): number {
  return fatorEmpresa ?? FATOR_CO2E_PADRAO.ATERRO;
}
