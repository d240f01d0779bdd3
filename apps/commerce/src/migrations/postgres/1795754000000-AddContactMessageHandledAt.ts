// Written as `pnpm migration:generate` writes them. Once applied anywhere, never edit it: add a new one.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddContactMessageHandledAt1795754000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "contact_message" ADD "handledAt" TIMESTAMP`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "contact_message" DROP COLUMN "handledAt"`, undefined);
   }

}
