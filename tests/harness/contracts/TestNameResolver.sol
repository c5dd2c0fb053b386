// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A universal resolver of a few fixed names, for local tests of name lookups: it answers the
/// two calls a client makes of ENS's UniversalResolver (resolveWithGateways for addr and the
/// avatar text record, reverseWithGateways for a primary name) and nothing else. Not ENS: no
/// registry, no resolvers, no gateways; names are matched by their DNS-encoded bytes.
contract TestNameResolver {
    struct Entry {
        address owner;
        string avatar;
        bool exists;
    }

    mapping(bytes32 => Entry) private entries;
    mapping(address => string) private primaryNames;

    error ResolverNotFound(bytes name);
    error UnsupportedResolverProfile(bytes4 selector);

    constructor(bytes[] memory dnsNames, string[] memory names, address[] memory owners, string[] memory avatars) {
        for (uint256 i = 0; i < dnsNames.length; i++) {
            entries[keccak256(dnsNames[i])] = Entry(owners[i], avatars[i], true);
            primaryNames[owners[i]] = names[i];
        }
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
        Entry storage entry = entries[keccak256(name)];
        if (!entry.exists) revert ResolverNotFound(name);
        bytes4 selector = bytes4(data[:4]);
        // addr(bytes32)
        if (selector == 0x3b3b57de) return (abi.encode(entry.owner), address(this));
        // text(bytes32,string): only the avatar record is kept
        if (selector == 0x59d1d43c) {
            (, string memory key) = abi.decode(data[4:], (bytes32, string));
            string memory value = keccak256(bytes(key)) == keccak256("avatar") ? entry.avatar : "";
            return (abi.encode(value), address(this));
        }
        revert UnsupportedResolverProfile(selector);
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256, string[] calldata) external view returns (string memory, address, address) {
        address owner = address(bytes20(lookupAddress));
        return (primaryNames[owner], address(this), address(this));
    }
}
