import { useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { CopyWalletAddress } from '../../../components/ui/copy-wallet-address.tsx';
import { PopoverMenu } from '../../../components/ui/popover-menu.tsx';
import { useWalletProfile } from '../api/wallet-profile.ts';
import { markLeaveSurveyTriggered, shouldOfferLeaveSurvey } from '../leave-survey.ts';
import { LeaveSurveyModal } from './leave-survey-modal.tsx';
import './profile-menu.css';

export interface ProfileMenuProps {
  /** How the header names the person (identity name, else email) until the wallet profile answers. */
  displayName: string;
  isSigner: boolean;
  isBroker: boolean;
  /** The session feature's logout (the call's redirect, signer query stripped): composed by the app. */
  onLogout: () => void;
  logoutPending?: boolean;
  leaveSurveyEnabled?: boolean;
  onLeaveSurveyAnswer?: (reason: string | null) => void;
  pathname: string;
}

/** CUSTODIAL -> 'Custodial wallet': the type as a phrase a borrower can read. */
export function walletTypeLabel(authorizationType: string): string {
  const words = authorizationType.toLowerCase().replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} wallet`;
}

/** Spec 001 §2 "Profile menu": name, address, authorised wallet type, settings, logout; Dashboard rule of §6. */
export function ProfileMenu(props: ProfileMenuProps) {
  const profile = useWalletProfile();
  const [surveyOpen, setSurveyOpen] = useState(false);
  const name = profile.data?.account.name || props.displayName;

  const logout = () => {
    // "Why are you leaving your application?" is the borrower's question: a signer never gets it (decision 131).
    if (!props.isSigner && shouldOfferLeaveSurvey(props.pathname, props.leaveSurveyEnabled ?? true)) {
      markLeaveSurveyTriggered();
      setSurveyOpen(true);
      return;
    }
    props.onLogout();
  };

  return (
    <>
      <PopoverMenu
        panelLabel="Account"
        button={
          <>
            <span aria-hidden="true" className="profile-menu__avatar">
              {name.charAt(0).toUpperCase()}
            </span>
            <span className="visually-hidden">Account menu for </span>
            <span className="profile-menu__button-name">{name}</span>
          </>
        }
      >
        {() => (
          <div className="profile-menu">
            <p className="profile-menu__name">{name}</p>
            {profile.data ? (
              <>
                <p className="profile-menu__wallet">
                  <CopyWalletAddress address={profile.data.account.address} />
                </p>
                <p className="profile-menu__type">
                  {walletTypeLabel(profile.data.authorizedWallet.authorizationType)}
                </p>
              </>
            ) : null}
            <ul className="profile-menu__links">
              {!props.isSigner || props.isBroker ? (
                <li>
                  <a href="/dashboard">Dashboard</a>
                </li>
              ) : (
                <li>
                  <a href={paths.signerResume.getHref()}>Applications you sign</a>
                </li>
              )}
              <li>
                <a href="/dashboard/settings">Settings</a>
              </li>
            </ul>
            <button
              type="button"
              className="button button--secondary"
              onClick={logout}
              disabled={props.logoutPending}
            >
              Log out
            </button>
          </div>
        )}
      </PopoverMenu>
      <LeaveSurveyModal
        open={surveyOpen}
        onDone={(reason) => {
          setSurveyOpen(false);
          props.onLeaveSurveyAnswer?.(reason);
          props.onLogout();
        }}
      />
    </>
  );
}
