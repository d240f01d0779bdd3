// Written by hand: TypeORM cannot describe an expression index. Once applied anywhere, never edit
// it: add a new one. The expressions are the arabic-search plugin's folding of each field
// (sqlNormaliseArabic; arabic-text.test.ts fails when they part), so that PostgreSQL answers a
// term search from trigram indexes instead of folding every row of the index: at 10,000 products a
// term search scanned and folded ~17,000 descriptions per language.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddFoldedSearchIndexes1795800000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<void> {
        // A trusted extension (PostgreSQL 13+): the database's owner may create it.
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_search_index_item_sku_folded_trgm" ON "search_index_item" USING gin (translate(lower("sku"), 'أإآٱىة٠١٢٣٤٥٦٧٨٩ـًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞ', 'اااايه0123456789') gin_trgm_ops)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_search_index_item_productName_folded_trgm" ON "search_index_item" USING gin (translate(lower("productName"), 'أإآٱىة٠١٢٣٤٥٦٧٨٩ـًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞ', 'اااايه0123456789') gin_trgm_ops)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_search_index_item_productVariantName_folded_trgm" ON "search_index_item" USING gin (translate(lower("productVariantName"), 'أإآٱىة٠١٢٣٤٥٦٧٨٩ـًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞ', 'اااايه0123456789') gin_trgm_ops)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_search_index_item_description_folded_trgm" ON "search_index_item" USING gin (translate(lower("description"), 'أإآٱىة٠١٢٣٤٥٦٧٨٩ـًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞ', 'اااايه0123456789') gin_trgm_ops)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX IF EXISTS "IDX_search_index_item_sku_folded_trgm"`, undefined);
        await queryRunner.query(`DROP INDEX IF EXISTS "IDX_search_index_item_productName_folded_trgm"`, undefined);
        await queryRunner.query(`DROP INDEX IF EXISTS "IDX_search_index_item_productVariantName_folded_trgm"`, undefined);
        await queryRunner.query(`DROP INDEX IF EXISTS "IDX_search_index_item_description_folded_trgm"`, undefined);
   }

}
