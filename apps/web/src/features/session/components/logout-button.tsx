import { useLogout } from '../api/logout.ts';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      Log out
    </button>
  );
}
