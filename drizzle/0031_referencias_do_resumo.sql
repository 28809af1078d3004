-- The reference of a weighing (the average of the same kind over the 30 days before its date) is read from the
-- daily rollup instead of the weighings themselves: its cost no longer grows with the kitchen's volume. The
-- rejected weighings, which the reference leaves out and the rollup counts, are taken out of its sums through
-- this index.
CREATE INDEX "re_tb_desperdicios_det_reprovados_idx" ON "re_tb_desperdicios_det" USING btree ("id_empresa","id_restaurante","dta_apontamento") WHERE "re_tb_desperdicios_det"."ind_status_aprov" = 2;