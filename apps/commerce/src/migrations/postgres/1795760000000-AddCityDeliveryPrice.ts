// Written as `pnpm migration:generate` writes them. Once applied anywhere, never edit it: add a new one.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCityDeliveryPrice1795760000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "city" ADD "deliveryPrice" integer`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "city" DROP COLUMN "deliveryPrice"`, undefined);
   }

}
