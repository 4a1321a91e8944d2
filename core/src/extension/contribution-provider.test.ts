import { Container, ContainerModule, inject, injectable, named } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ContributionProvider, bindContributionProvider } from './contribution-provider.js';

const Greeting = Symbol('Greeting');

@injectable()
class Greeter {
  constructor(@inject(ContributionProvider) @named(Greeting) readonly greetings: ContributionProvider<string>) {}
}

describe('ContributionProvider', () => {
  it('collects every binding of an id, and none without error when nothing is bound', () => {
    const container = new Container();
    container.load(new ContainerModule(({ bind }) => {
      bindContributionProvider(bind, Greeting);
      bind(Greeter).toSelf();
    }));
    expect(container.get(Greeter).greetings.getContributions()).toEqual([]);

    const filled = new Container();
    filled.load(new ContainerModule(({ bind }) => {
      bindContributionProvider(bind, Greeting);
      bind(Greeter).toSelf();
      bind(Greeting).toConstantValue('hello');
      bind(Greeting).toConstantValue('bonjour');
    }));
    expect(filled.get(Greeter).greetings.getContributions()).toEqual(['hello', 'bonjour']);
  });
});
