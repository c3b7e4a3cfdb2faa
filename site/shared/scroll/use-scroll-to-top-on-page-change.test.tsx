// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useScrollToTopOnPageChange } from './use-scroll-to-top-on-page-change.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Layout() {
  useScrollToTopOnPageChange();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/projects">all projects</Link>
      <Link to="/#skills">skills</Link>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <p>home</p> },
      { path: '/projects', element: <p>projects</p> },
    ],
  },
];

let container: HTMLDivElement;
let root: Root;
let scrollTo: MockInstance<(options?: ScrollToOptions) => void>;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined) as MockInstance<
    (options?: ScrollToOptions) => void
  >;
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  act(() => root.render(<RouterProvider router={router} future={{ v7_startTransition: true }} />));
  return router;
}

function click(text: string) {
  const element = [...container.querySelectorAll('a, button')].find((candidate) => candidate.textContent === text);
  if (!(element instanceof HTMLElement)) throw new Error(`no control "${text}"`);
  act(() => element.click());
}

describe('useScrollToTopOnPageChange', () => {
  it('leaves the first render alone', () => {
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page reached by a link at the top, at once', () => {
    renderAt('/');
    click('all projects');
    expect(container.textContent).toContain('projects');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves the scroll position of back and forward to the browser', () => {
    renderAt('/');
    click('all projects');
    scrollTo.mockClear();
    click('back');
    expect(container.textContent).toContain('home');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not move for a new hash on the same page', () => {
    renderAt('/');
    click('skills');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
