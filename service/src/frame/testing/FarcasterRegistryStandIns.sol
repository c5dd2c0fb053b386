// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Stand-in for Farcaster's IdRegistry on Optimism: only `idOf(custody)`, which Sign In With
/// Farcaster reads to find the fid a custody address owns, and a way for a test to set it.
contract IdRegistryStandIn {
    mapping(address => uint256) public idOf;

    function register(address custody, uint256 fid) external {
        idOf[custody] = fid;
    }
}

/// Stand-in for Farcaster's KeyRegistry on Optimism: only `keyDataOf(fid, key)`, which Sign In With
/// Farcaster reads to accept an auth address (key type 2, state 1 = added), and a way to add one.
contract KeyRegistryStandIn {
    struct KeyData {
        uint8 state;
        uint32 keyType;
    }

    mapping(uint256 => mapping(bytes => KeyData)) internal keys;

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }

    function addAuthAddress(uint256 fid, bytes calldata key) external {
        keys[fid][key] = KeyData(1, 2);
    }
}
