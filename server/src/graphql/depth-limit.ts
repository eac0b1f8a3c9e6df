import { GraphQLError, NoFragmentCyclesRule, validate, type ValidationRule } from 'graphql';
import depthLimit from 'graphql-depth-limit';

/**
 * graphql-depth-limit walks the fragments as soon as the rule is created, before graphql's own NoFragmentCyclesRule
 * gets to report: `fragment A { ...B } fragment B { ...A }` overflowed the stack (HTTP 500). Look for cycles first
 * and only measure depth on an acyclic document.
 */
export function cycleSafeDepthLimit(maxDepth: number): ValidationRule {
  const measure = depthLimit(maxDepth);
  return (context) => {
    if (validate(context.getSchema(), context.getDocument(), [NoFragmentCyclesRule]).length > 0) {
      context.reportError(
        new GraphQLError('La consulta tiene fragmentos que se incluyen a sí mismos (ciclo).'),
      );
      return {};
    }
    return measure(context);
  };
}
