import { Controller } from '@nestjs/common';
import { paymentCommands } from '@hp/contracts';
import { OnCommand } from '@hp/service-platform';
import { CatalogueQuery } from './catalogue.query.js';

@Controller()
export class CatalogueController {
  constructor(private readonly query: CatalogueQuery) {}

  @OnCommand(paymentCommands.catalogue)
  catalogue() {
    return this.query.execute();
  }
}
