// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A universal resolver of a few fixed names, for local tests of name lookups: it answers the
/// two calls a client makes of ENS's UniversalResolver (resolveWithGateways for addr and the
/// avatar text record, reverseWithGateways for a primary name) and nothing else. Not ENS: no
/// registry, no resolvers; names are matched by their DNS-encoded bytes.
///
/// Names one label under the offchain parent (`<label>.portico`) that are not fixed here, and
/// addresses without a fixed primary name, are looked up offchain per EIP-3668: the call reverts
/// with OffchainLookup pointing at the gateway (the project service), and the callback accepts
/// the gateway's answer only when the gateway's signer signed it and it has not expired. The
/// gateway is asked as an ENSIP-10 resolver: resolve(name, data), the reverse lookup as
/// resolve(<address>.addr.reverse, name(node)).
contract TestNameResolver {
    struct Entry {
        address owner;
        string avatar;
        bool exists;
    }

    mapping(bytes32 => Entry) private entries;
    mapping(address => string) private primaryNames;
    string private gatewayUrl;
    address private gatewaySigner;
    bytes private offchainParent;

    error ResolverNotFound(bytes name);
    error UnsupportedResolverProfile(bytes4 selector);
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error GatewaySignatureInvalid();
    error GatewayAnswerExpired();

    constructor(
        bytes[] memory dnsNames,
        string[] memory names,
        address[] memory owners,
        string[] memory avatars,
        string memory gateway,
        address signer,
        bytes memory parentDnsName
    ) {
        for (uint256 i = 0; i < dnsNames.length; i++) {
            entries[keccak256(dnsNames[i])] = Entry(owners[i], avatars[i], true);
            primaryNames[owners[i]] = names[i];
        }
        gatewayUrl = gateway;
        gatewaySigner = signer;
        offchainParent = parentDnsName;
    }

    /// ENSIP-10's resolve: only its selector is used, as the gateway's request.
    function resolve(bytes calldata, bytes calldata) external pure returns (bytes memory) {
        revert UnsupportedResolverProfile(this.resolve.selector);
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
        Entry storage entry = entries[keccak256(name)];
        if (!entry.exists) {
            if (bytes(gatewayUrl).length > 0 && isOffchainName(name)) {
                lookUpOffchain(abi.encodeWithSelector(this.resolve.selector, name, data), this.resolveCallback.selector);
            }
            revert ResolverNotFound(name);
        }
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
        string memory name = primaryNames[owner];
        if (bytes(name).length == 0 && bytes(gatewayUrl).length > 0) {
            bytes memory reverseName = reverseDnsName(owner);
            // name(bytes32 node) of the reverse record
            bytes memory data = abi.encodeWithSelector(0x691f3431, bytes32(0));
            lookUpOffchain(abi.encodeWithSelector(this.resolve.selector, reverseName, data), this.reverseCallback.selector);
        }
        return (name, address(this), address(this));
    }

    /// The callback of a forward lookup: the gateway's signed answer to resolve(name, data).
    function resolveCallback(bytes calldata response, bytes calldata request) external view returns (bytes memory, address) {
        return (verifiedResult(response, request), address(this));
    }

    /// The callback of a reverse lookup: the gateway's signed name of the address.
    function reverseCallback(bytes calldata response, bytes calldata request) external view returns (string memory, address, address) {
        string memory name = abi.decode(verifiedResult(response, request), (string));
        return (name, address(this), address(this));
    }

    function lookUpOffchain(bytes memory request, bytes4 callback) private view {
        string[] memory urls = new string[](1);
        urls[0] = gatewayUrl;
        revert OffchainLookup(address(this), urls, request, callback, request);
    }

    /// The gateway answers abi.encode(result, expires, signature), the signature over
    /// keccak256(0x1900 . this resolver . expires . keccak256(request) . keccak256(result)).
    function verifiedResult(bytes calldata response, bytes calldata request) private view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert GatewayAnswerExpired();
        bytes32 digest = keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(request), keccak256(result)));
        if (signature.length != 65) revert GatewaySignatureInvalid();
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        if (v < 27) v += 27;
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0) || signer != gatewaySigner) revert GatewaySignatureInvalid();
        return result;
    }

    /// Whether a DNS-encoded name is one label directly under the offchain parent.
    function isOffchainName(bytes calldata name) private view returns (bool) {
        if (name.length == 0) return false;
        uint256 labelEnd = uint256(uint8(name[0])) + 1;
        if (labelEnd == 1 || labelEnd + offchainParent.length != name.length) return false;
        return keccak256(name[labelEnd:]) == keccak256(offchainParent);
    }

    /// `<40 lower-case hex digits>.addr.reverse`, DNS-encoded.
    function reverseDnsName(address owner) private pure returns (bytes memory) {
        bytes memory digits = "0123456789abcdef";
        bytes memory label = new bytes(40);
        uint160 value = uint160(owner);
        for (uint256 i = 40; i > 0; i--) {
            label[i - 1] = digits[value & 0xf];
            value >>= 4;
        }
        return abi.encodePacked(uint8(40), label, uint8(4), "addr", uint8(7), "reverse", uint8(0));
    }
}
