import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { openSettings, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub();
beforeEach(() => {
  settingsNetwork(net);
});
afterEach(() => {
  // jsdom has no scrolling: the tests below stand in for it.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const contents = () => screen.getByRole('navigation', { name: 'Sur cette page' });

describe('« Sur cette page » on the settings page', () => {
  it('links to every section, in the page’s order, each by its heading', async () => {
    await openSettings();
    const links = within(contents()).getAllByRole('link');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(links.map((l) => l.textContent)).toEqual(headings.map((h) => h.textContent));
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      expect.arrayContaining(['#mon-placard', '#famille', '#rappel-anti-gaspi', '#abonnement', '#jetons-d-acces']),
    );
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toBe(section(link.textContent!));
    }
  });

  it('takes a tap to the section and the focus to its heading, so a screen reader says where it landed', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    await openSettings();
    await user.click(within(contents()).getByRole('link', { name: 'Famille' }));
    expect(scrolled).toEqual([section('Famille')]);
    expect(within(section('Famille')).getByRole('heading', { level: 2, name: 'Famille' })).toHaveFocus();
  });

  it('works from the keyboard: Tab to a link, Enter', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const user = userEvent.setup();
    await openSettings();
    within(contents()).getByRole('link', { name: 'Préférences alimentaires' }).focus();
    await user.tab();
    expect(within(contents()).getByRole('link', { name: 'Mon placard' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(section('Mon placard')).getByRole('heading', { level: 2, name: 'Mon placard' })).toHaveFocus();
    // Tab goes on inside the section, not back to the top of the page.
    await user.tab();
    expect(section('Mon placard').contains(document.activeElement)).toBe(true);
  });
});
