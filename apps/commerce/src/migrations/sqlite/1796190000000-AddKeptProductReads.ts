// Written as `pnpm migration:generate` writes them. Once applied anywhere, never edit it: add a new one.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddKeptProductReads1796190000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "kept_product_read" ("key" varchar(64) PRIMARY KEY NOT NULL, "productId" integer NOT NULL, "data" text NOT NULL, "request" text NOT NULL, "stale" integer NOT NULL DEFAULT (0), "computedAt" bigint NOT NULL, "readAt" bigint NOT NULL, "claimedAt" bigint)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4df450c32dfa4306ce7d81f857" ON "kept_product_read" ("productId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7a451aaa523e90b05fc2f6ed18" ON "kept_product_read" ("stale", "readAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "kept_product_change" ("productId" integer PRIMARY KEY NOT NULL, "changedAt" bigint NOT NULL)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "kept_product_change"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7a451aaa523e90b05fc2f6ed18"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4df450c32dfa4306ce7d81f857"`, undefined);
        await queryRunner.query(`DROP TABLE "kept_product_read"`, undefined);
   }

}
