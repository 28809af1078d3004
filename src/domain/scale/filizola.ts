import { asText, ETX, frameSplitter, type ScaleParser, STX } from './reading';
import { retailWeightField } from './retail-frame';

/**
 * Filizola retail scales (request/response): the host sends ENQ, the scale answers STX, five characters and
 * ETX: the weight in grams ('01500' = 1,500 kg), or 'IIIII' unstable, 'NNNNN' negative, 'SSSSS' overload.
 */
export function filizolaParser(): ScaleParser {
  return frameSplitter(STX, [ETX], (body) => retailWeightField(asText(body)));
}
