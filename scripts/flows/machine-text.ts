import ts from 'typescript';

/**
 * The machine config in a file as the Stately editor or `npm run flows` leaves it: JSON, or code whose first
 * `createMachine({…})` call (or a bare object) holds it, its keys quoted or not. Read as data from the syntax
 * tree, never run: anything but plain values (a function, a variable) is refused, naming where it is.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class UnreadableMachine extends Error {}

function valueOf(node: ts.Expression, source: ts.SourceFile): Json {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return valueOf(node.expression, source);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => valueOf(element, source));
  if (ts.isObjectLiteralExpression(node)) {
    const object: { [key: string]: Json } = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) throw unreadable(property, source);
      const name = property.name;
      const key =
        ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
          ? name.text
          : undefined;
      if (key === undefined) throw unreadable(property, source);
      object[key] = valueOf(property.initializer, source);
    }
    return object;
  }
  throw unreadable(node, source);
}

function unreadable(node: ts.Node, source: ts.SourceFile): UnreadableMachine {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return new UnreadableMachine(
    `line ${line + 1}: "${node.getText(source).slice(0, 60)}" is not a plain value (a machine config holds data only)`,
  );
}

function configNode(source: ts.SourceFile): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (name === 'createMachine' && node.arguments[0]) {
        found = node.arguments[0];
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (found) return found;
  const [first] = source.statements;
  return first && ts.isExpressionStatement(first) ? first.expression : undefined;
}

export function readMachineText(text: string): Json {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed) as Json;
  } catch {
    // Not JSON: code the editor wrote.
  }
  // A bare object would read as a block: parenthesised, it is an expression.
  const code = trimmed.startsWith('{') ? `(${trimmed})` : trimmed;
  const source = ts.createSourceFile('machine.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const node = configNode(source);
  if (!node) throw new UnreadableMachine('no machine config found: expected JSON or createMachine({ … })');
  return valueOf(node, source);
}
