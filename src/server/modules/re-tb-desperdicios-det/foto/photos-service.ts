import { createHash } from 'node:crypto';
import { FOTOS_RETENCAO_DIAS_PADRAO, FOTOS_SEQ_RETENCAO, PARAM_FOTOS } from '@domain/rules/photos';
import { and, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { PhotoKey, PhotoStore } from '../../../core/photo-store';
import type { Db } from '../../../db/client';
import { reTbParametros } from '../../../db/schema/admin';
import { reTbDesperdiciosDet } from '../../../db/schema/appointments';
import { reTbDesperdiciosFotos } from '../../../db/schema/photos';

const f = reTbDesperdiciosFotos;

/** A stored photo as the API describes it. */
export interface FotoInfo {
  uuidApontamento: string;
  tipConteudo: string;
  qtdBytes: number;
  dtaRegistro: string;
}

export type PutResult =
  | { kind: 'created' | 'existing'; foto: FotoInfo }
  /** No weighing of the company has this uuid (not sent yet, another company's, or deleted). */
  | { kind: 'no-weighing' };

const infoColumns = {
  uuidApontamento: f.uuidApontamento,
  tipConteudo: f.tipConteudo,
  qtdBytes: f.qtdBytes,
  dtaRegistro: f.dtaRegistro,
};

function toInfo(r: { uuidApontamento: string; tipConteudo: string; qtdBytes: number; dtaRegistro: Date }) {
  return { ...r, dtaRegistro: r.dtaRegistro.toISOString() };
}

const ofKey = (key: PhotoKey) =>
  and(eq(f.idEmpresa, key.idEmpresa), eq(f.uuidApontamento, key.uuidApontamento));

/**
 * The photos of the weighings (one per weighing and company). A photo is written once: sending it again for
 * the same weighing (a lost answer, a retry) answers the stored one and writes nothing.
 */
export function photosService(db: Db, store: PhotoStore) {
  async function existing(key: PhotoKey): Promise<FotoInfo | null> {
    const [row] = await db.select(infoColumns).from(f).where(ofKey(key)).limit(1);
    return row ? toInfo(row) : null;
  }

  return {
    store,

    async put(key: PhotoKey, bytes: Buffer, tipConteudo: string): Promise<PutResult> {
      const [weighing] = await db
        .select({ id: reTbDesperdiciosDet.idApontamento })
        .from(reTbDesperdiciosDet)
        .where(
          and(
            eq(reTbDesperdiciosDet.idEmpresa, key.idEmpresa),
            eq(reTbDesperdiciosDet.idLocal, key.uuidApontamento),
          ),
        )
        .limit(1);
      if (!weighing) return { kind: 'no-weighing' };
      const before = await existing(key);
      if (before) return { kind: 'existing', foto: before };
      const stored = await store.put(key, bytes, tipConteudo);
      const [row] = await db
        .insert(f)
        .values({
          idEmpresa: key.idEmpresa,
          uuidApontamento: key.uuidApontamento,
          tipConteudo,
          qtdBytes: bytes.length,
          hashConteudo: createHash('sha256').update(bytes).digest('hex'),
          tipArmazenamento: store.kind,
          desChave: stored.chave,
          dadosFoto: stored.dados,
        })
        .onConflictDoNothing()
        .returning(infoColumns);
      if (row) return { kind: 'created', foto: toInfo(row) };
      // Two sends of the same photo at once: the other one stored it (an S3 object was overwritten in place).
      const other = await existing(key);
      return other ? { kind: 'existing', foto: other } : { kind: 'no-weighing' };
    },

    /** The photo's bytes and type, or null (none, or another company's). */
    async get(key: PhotoKey): Promise<{ bytes: Buffer; tipConteudo: string; hash: string } | null> {
      const [row] = await db
        .select({ tipConteudo: f.tipConteudo, dados: f.dadosFoto, chave: f.desChave, hash: f.hashConteudo })
        .from(f)
        .where(ofKey(key))
        .limit(1);
      if (!row) return null;
      const bytes = await store.get({ dados: row.dados, chave: row.chave });
      return bytes ? { bytes, tipConteudo: row.tipConteudo, hash: row.hash } : null;
    },

    /**
     * Deletes the photos older than each company's RE-Fotos seq 1 days (90 when absent or not positive), and
     * those whose weighing was deleted, in batches; returns how many. The objects kept outside the database
     * are removed before their rows.
     */
    async deleteExpired(now: Date = new Date(), batch = 500): Promise<number> {
      const dias = sql<number>`coalesce((
        select case when ${reTbParametros.vlrParametroInt} > 0 then ${reTbParametros.vlrParametroInt} end
        from ${reTbParametros}
        where ${reTbParametros.idEmpresa} = ${f.idEmpresa} and ${reTbParametros.idRestaurante} is null
          and ${reTbParametros.desParametro} = ${PARAM_FOTOS}
          and ${reTbParametros.seqParametro} = ${FOTOS_SEQ_RETENCAO}
        limit 1), ${FOTOS_RETENCAO_DIAS_PADRAO})`;
      let total = 0;
      for (;;) {
        const expired = await db
          .select({ idEmpresa: f.idEmpresa, uuidApontamento: f.uuidApontamento, chave: f.desChave })
          .from(f)
          .where(
            or(
              lt(f.dtaRegistro, sql`${now.toISOString()}::timestamptz - make_interval(days => ${dias})`),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(reTbDesperdiciosDet)
                  .where(
                    and(
                      eq(reTbDesperdiciosDet.idEmpresa, f.idEmpresa),
                      eq(reTbDesperdiciosDet.idLocal, f.uuidApontamento),
                    ),
                  ),
              ),
            ),
          )
          .limit(batch);
        if (expired.length === 0) return total;
        await store.remove(expired.map((e) => ({ dados: null, chave: e.chave })));
        const byCompany = new Map<number, string[]>();
        for (const e of expired)
          byCompany.set(e.idEmpresa, [...(byCompany.get(e.idEmpresa) ?? []), e.uuidApontamento]);
        for (const [idEmpresa, uuids] of byCompany)
          await db.delete(f).where(and(eq(f.idEmpresa, idEmpresa), inArray(f.uuidApontamento, uuids)));
        total += expired.length;
        if (expired.length < batch) return total;
      }
    },
  };
}

export type PhotosService = ReturnType<typeof photosService>;
