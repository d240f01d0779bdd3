import type {
  ConfigArgs,
  ConfigurableOperationDef,
} from '@vendure/core/dist/common/configurable-operation';

/**
 * The arguments of a shipping method, promotion or payment handler at their definitions'
 * default values, for creating one in code. Vendure applies `defaultValue` only in the admin
 * form; an argument left out of the input is missing at run time.
 */
export function defaultArguments<T extends ConfigArgs>(
  operation: ConfigurableOperationDef<T>,
): Array<{ name: string; value: string }> {
  return Object.entries(operation.args).flatMap(([name, definition]) =>
    definition.defaultValue === undefined
      ? []
      : [
          {
            name,
            value:
              typeof definition.defaultValue === 'string'
                ? definition.defaultValue
                : JSON.stringify(definition.defaultValue),
          },
        ],
  );
}
