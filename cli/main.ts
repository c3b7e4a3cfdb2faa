import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build.ts';
import { registerDev } from './commands/dev.ts';
import { registerFetchPublications } from './commands/fetch-publications.ts';
import { registerFindAuthor } from './commands/find-author.ts';
import { registerInit } from './commands/init.ts';
import { registerPreview } from './commands/preview.ts';
import { registerSchedule } from './commands/schedule.ts';
import { registerUpgrade } from './commands/upgrade.ts';
import { registerValidate } from './commands/validate.ts';
import { ExitCode } from './shared/exit-codes.ts';
import { productVersion } from './shared/product-files.ts';

const program = new Command('portfolio')
  .description("Validate, import, build and serve a researcher's portfolio site.")
  .version(productVersion(), '-V, --version', 'print the version of the installed product')
  .showHelpAfterError()
  .exitOverride();

registerValidate(program);
registerFetchPublications(program);
registerFindAuthor(program);
registerInit(program);
registerBuild(program);
registerPreview(program);
registerDev(program);
registerSchedule(program);
registerUpgrade(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version are not errors; every other commander error is a usage error.
    const benign = ['commander.helpDisplayed', 'commander.version', 'commander.help'];
    process.exitCode = benign.includes(error.code) ? ExitCode.ok : ExitCode.usage;
  } else {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = ExitCode.failure;
  }
}
